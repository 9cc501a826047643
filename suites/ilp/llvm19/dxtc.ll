; ModuleID = 'suites/ilp/dxtc.cu'
source_filename = "suites/ilp/dxtc.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Partitions = type { [969 x i32], [153 x i32] }

@g_partitions = dso_local addrspace(1) externally_initialized global %struct.Partitions { [969 x i32] [i32 -1, i32 -2, i32 -6, i32 -22, i32 -86, i32 -342, i32 -1366, i32 -5462, i32 -21846, i32 -87382, i32 -349526, i32 -1398102, i32 -5592406, i32 -22369622, i32 -89478486, i32 -357913942, i32 -1431655766, i32 -3, i32 -7, i32 -23, i32 -87, i32 -343, i32 -1367, i32 -5463, i32 -21847, i32 -87383, i32 -349527, i32 -1398103, i32 -5592407, i32 -22369623, i32 -89478487, i32 -357913943, i32 -1431655767, i32 -11, i32 -27, i32 -91, i32 -347, i32 -1371, i32 -5467, i32 -21851, i32 -87387, i32 -349531, i32 -1398107, i32 -5592411, i32 -22369627, i32 -89478491, i32 -357913947, i32 -1431655771, i32 -43, i32 -107, i32 -363, i32 -1387, i32 -5483, i32 -21867, i32 -87403, i32 -349547, i32 -1398123, i32 -5592427, i32 -22369643, i32 -89478507, i32 -357913963, i32 -1431655787, i32 -171, i32 -427, i32 -1451, i32 -5547, i32 -21931, i32 -87467, i32 -349611, i32 -1398187, i32 -5592491, i32 -22369707, i32 -89478571, i32 -357914027, i32 -1431655851, i32 -683, i32 -1707, i32 -5803, i32 -22187, i32 -87723, i32 -349867, i32 -1398443, i32 -5592747, i32 -22369963, i32 -89478827, i32 -357914283, i32 -1431656107, i32 -2731, i32 -6827, i32 -23211, i32 -88747, i32 -350891, i32 -1399467, i32 -5593771, i32 -22370987, i32 -89479851, i32 -357915307, i32 -1431657131, i32 -10923, i32 -27307, i32 -92843, i32 -354987, i32 -1403563, i32 -5597867, i32 -22375083, i32 -89483947, i32 -357919403, i32 -1431661227, i32 -43691, i32 -109227, i32 -371371, i32 -1419947, i32 -5614251, i32 -22391467, i32 -89500331, i32 -357935787, i32 -1431677611, i32 -174763, i32 -436907, i32 -1485483, i32 -5679787, i32 -22457003, i32 -89565867, i32 -358001323, i32 -1431743147, i32 -699051, i32 -1747627, i32 -5941931, i32 -22719147, i32 -89828011, i32 -358263467, i32 -1432005291, i32 -2796203, i32 -6990507, i32 -23767723, i32 -90876587, i32 -359312043, i32 -1433053867, i32 -11184811, i32 -27962027, i32 -95070891, i32 -363506347, i32 -1437248171, i32 -44739243, i32 -111848107, i32 -380283563, i32 -1454025387, i32 -178956971, i32 -447392427, i32 -1521134251, i32 -715827883, i32 -1789569707, i32 1431655765, i32 -4, i32 -8, i32 -24, i32 -88, i32 -344, i32 -1368, i32 -5464, i32 -21848, i32 -87384, i32 -349528, i32 -1398104, i32 -5592408, i32 -22369624, i32 -89478488, i32 -357913944, i32 -1431655768, i32 -12, i32 -28, i32 -92, i32 -348, i32 -1372, i32 -5468, i32 -21852, i32 -87388, i32 -349532, i32 -1398108, i32 -5592412, i32 -22369628, i32 -89478492, i32 -357913948, i32 -1431655772, i32 -44, i32 -108, i32 -364, i32 -1388, i32 -5484, i32 -21868, i32 -87404, i32 -349548, i32 -1398124, i32 -5592428, i32 -22369644, i32 -89478508, i32 -357913964, i32 -1431655788, i32 -172, i32 -428, i32 -1452, i32 -5548, i32 -21932, i32 -87468, i32 -349612, i32 -1398188, i32 -5592492, i32 -22369708, i32 -89478572, i32 -357914028, i32 -1431655852, i32 -684, i32 -1708, i32 -5804, i32 -22188, i32 -87724, i32 -349868, i32 -1398444, i32 -5592748, i32 -22369964, i32 -89478828, i32 -357914284, i32 -1431656108, i32 -2732, i32 -6828, i32 -23212, i32 -88748, i32 -350892, i32 -1399468, i32 -5593772, i32 -22370988, i32 -89479852, i32 -357915308, i32 -1431657132, i32 -10924, i32 -27308, i32 -92844, i32 -354988, i32 -1403564, i32 -5597868, i32 -22375084, i32 -89483948, i32 -357919404, i32 -1431661228, i32 -43692, i32 -109228, i32 -371372, i32 -1419948, i32 -5614252, i32 -22391468, i32 -89500332, i32 -357935788, i32 -1431677612, i32 -174764, i32 -436908, i32 -1485484, i32 -5679788, i32 -22457004, i32 -89565868, i32 -358001324, i32 -1431743148, i32 -699052, i32 -1747628, i32 -5941932, i32 -22719148, i32 -89828012, i32 -358263468, i32 -1432005292, i32 -2796204, i32 -6990508, i32 -23767724, i32 -90876588, i32 -359312044, i32 -1433053868, i32 -11184812, i32 -27962028, i32 -95070892, i32 -363506348, i32 -1437248172, i32 -44739244, i32 -111848108, i32 -380283564, i32 -1454025388, i32 -178956972, i32 -447392428, i32 -1521134252, i32 -715827884, i32 -1789569708, i32 1431655764, i32 -16, i32 -32, i32 -96, i32 -352, i32 -1376, i32 -5472, i32 -21856, i32 -87392, i32 -349536, i32 -1398112, i32 -5592416, i32 -22369632, i32 -89478496, i32 -357913952, i32 -1431655776, i32 -48, i32 -112, i32 -368, i32 -1392, i32 -5488, i32 -21872, i32 -87408, i32 -349552, i32 -1398128, i32 -5592432, i32 -22369648, i32 -89478512, i32 -357913968, i32 -1431655792, i32 -176, i32 -432, i32 -1456, i32 -5552, i32 -21936, i32 -87472, i32 -349616, i32 -1398192, i32 -5592496, i32 -22369712, i32 -89478576, i32 -357914032, i32 -1431655856, i32 -688, i32 -1712, i32 -5808, i32 -22192, i32 -87728, i32 -349872, i32 -1398448, i32 -5592752, i32 -22369968, i32 -89478832, i32 -357914288, i32 -1431656112, i32 -2736, i32 -6832, i32 -23216, i32 -88752, i32 -350896, i32 -1399472, i32 -5593776, i32 -22370992, i32 -89479856, i32 -357915312, i32 -1431657136, i32 -10928, i32 -27312, i32 -92848, i32 -354992, i32 -1403568, i32 -5597872, i32 -22375088, i32 -89483952, i32 -357919408, i32 -1431661232, i32 -43696, i32 -109232, i32 -371376, i32 -1419952, i32 -5614256, i32 -22391472, i32 -89500336, i32 -357935792, i32 -1431677616, i32 -174768, i32 -436912, i32 -1485488, i32 -5679792, i32 -22457008, i32 -89565872, i32 -358001328, i32 -1431743152, i32 -699056, i32 -1747632, i32 -5941936, i32 -22719152, i32 -89828016, i32 -358263472, i32 -1432005296, i32 -2796208, i32 -6990512, i32 -23767728, i32 -90876592, i32 -359312048, i32 -1433053872, i32 -11184816, i32 -27962032, i32 -95070896, i32 -363506352, i32 -1437248176, i32 -44739248, i32 -111848112, i32 -380283568, i32 -1454025392, i32 -178956976, i32 -447392432, i32 -1521134256, i32 -715827888, i32 -1789569712, i32 1431655760, i32 -64, i32 -128, i32 -384, i32 -1408, i32 -5504, i32 -21888, i32 -87424, i32 -349568, i32 -1398144, i32 -5592448, i32 -22369664, i32 -89478528, i32 -357913984, i32 -1431655808, i32 -192, i32 -448, i32 -1472, i32 -5568, i32 -21952, i32 -87488, i32 -349632, i32 -1398208, i32 -5592512, i32 -22369728, i32 -89478592, i32 -357914048, i32 -1431655872, i32 -704, i32 -1728, i32 -5824, i32 -22208, i32 -87744, i32 -349888, i32 -1398464, i32 -5592768, i32 -22369984, i32 -89478848, i32 -357914304, i32 -1431656128, i32 -2752, i32 -6848, i32 -23232, i32 -88768, i32 -350912, i32 -1399488, i32 -5593792, i32 -22371008, i32 -89479872, i32 -357915328, i32 -1431657152, i32 -10944, i32 -27328, i32 -92864, i32 -355008, i32 -1403584, i32 -5597888, i32 -22375104, i32 -89483968, i32 -357919424, i32 -1431661248, i32 -43712, i32 -109248, i32 -371392, i32 -1419968, i32 -5614272, i32 -22391488, i32 -89500352, i32 -357935808, i32 -1431677632, i32 -174784, i32 -436928, i32 -1485504, i32 -5679808, i32 -22457024, i32 -89565888, i32 -358001344, i32 -1431743168, i32 -699072, i32 -1747648, i32 -5941952, i32 -22719168, i32 -89828032, i32 -358263488, i32 -1432005312, i32 -2796224, i32 -6990528, i32 -23767744, i32 -90876608, i32 -359312064, i32 -1433053888, i32 -11184832, i32 -27962048, i32 -95070912, i32 -363506368, i32 -1437248192, i32 -44739264, i32 -111848128, i32 -380283584, i32 -1454025408, i32 -178956992, i32 -447392448, i32 -1521134272, i32 -715827904, i32 -1789569728, i32 1431655744, i32 -256, i32 -512, i32 -1536, i32 -5632, i32 -22016, i32 -87552, i32 -349696, i32 -1398272, i32 -5592576, i32 -22369792, i32 -89478656, i32 -357914112, i32 -1431655936, i32 -768, i32 -1792, i32 -5888, i32 -22272, i32 -87808, i32 -349952, i32 -1398528, i32 -5592832, i32 -22370048, i32 -89478912, i32 -357914368, i32 -1431656192, i32 -2816, i32 -6912, i32 -23296, i32 -88832, i32 -350976, i32 -1399552, i32 -5593856, i32 -22371072, i32 -89479936, i32 -357915392, i32 -1431657216, i32 -11008, i32 -27392, i32 -92928, i32 -355072, i32 -1403648, i32 -5597952, i32 -22375168, i32 -89484032, i32 -357919488, i32 -1431661312, i32 -43776, i32 -109312, i32 -371456, i32 -1420032, i32 -5614336, i32 -22391552, i32 -89500416, i32 -357935872, i32 -1431677696, i32 -174848, i32 -436992, i32 -1485568, i32 -5679872, i32 -22457088, i32 -89565952, i32 -358001408, i32 -1431743232, i32 -699136, i32 -1747712, i32 -5942016, i32 -22719232, i32 -89828096, i32 -358263552, i32 -1432005376, i32 -2796288, i32 -6990592, i32 -23767808, i32 -90876672, i32 -359312128, i32 -1433053952, i32 -11184896, i32 -27962112, i32 -95070976, i32 -363506432, i32 -1437248256, i32 -44739328, i32 -111848192, i32 -380283648, i32 -1454025472, i32 -178957056, i32 -447392512, i32 -1521134336, i32 -715827968, i32 -1789569792, i32 1431655680, i32 -1024, i32 -2048, i32 -6144, i32 -22528, i32 -88064, i32 -350208, i32 -1398784, i32 -5593088, i32 -22370304, i32 -89479168, i32 -357914624, i32 -1431656448, i32 -3072, i32 -7168, i32 -23552, i32 -89088, i32 -351232, i32 -1399808, i32 -5594112, i32 -22371328, i32 -89480192, i32 -357915648, i32 -1431657472, i32 -11264, i32 -27648, i32 -93184, i32 -355328, i32 -1403904, i32 -5598208, i32 -22375424, i32 -89484288, i32 -357919744, i32 -1431661568, i32 -44032, i32 -109568, i32 -371712, i32 -1420288, i32 -5614592, i32 -22391808, i32 -89500672, i32 -357936128, i32 -1431677952, i32 -175104, i32 -437248, i32 -1485824, i32 -5680128, i32 -22457344, i32 -89566208, i32 -358001664, i32 -1431743488, i32 -699392, i32 -1747968, i32 -5942272, i32 -22719488, i32 -89828352, i32 -358263808, i32 -1432005632, i32 -2796544, i32 -6990848, i32 -23768064, i32 -90876928, i32 -359312384, i32 -1433054208, i32 -11185152, i32 -27962368, i32 -95071232, i32 -363506688, i32 -1437248512, i32 -44739584, i32 -111848448, i32 -380283904, i32 -1454025728, i32 -178957312, i32 -447392768, i32 -1521134592, i32 -715828224, i32 -1789570048, i32 1431655424, i32 -4096, i32 -8192, i32 -24576, i32 -90112, i32 -352256, i32 -1400832, i32 -5595136, i32 -22372352, i32 -89481216, i32 -357916672, i32 -1431658496, i32 -12288, i32 -28672, i32 -94208, i32 -356352, i32 -1404928, i32 -5599232, i32 -22376448, i32 -89485312, i32 -357920768, i32 -1431662592, i32 -45056, i32 -110592, i32 -372736, i32 -1421312, i32 -5615616, i32 -22392832, i32 -89501696, i32 -357937152, i32 -1431678976, i32 -176128, i32 -438272, i32 -1486848, i32 -5681152, i32 -22458368, i32 -89567232, i32 -358002688, i32 -1431744512, i32 -700416, i32 -1748992, i32 -5943296, i32 -22720512, i32 -89829376, i32 -358264832, i32 -1432006656, i32 -2797568, i32 -6991872, i32 -23769088, i32 -90877952, i32 -359313408, i32 -1433055232, i32 -11186176, i32 -27963392, i32 -95072256, i32 -363507712, i32 -1437249536, i32 -44740608, i32 -111849472, i32 -380284928, i32 -1454026752, i32 -178958336, i32 -447393792, i32 -1521135616, i32 -715829248, i32 -1789571072, i32 1431654400, i32 -16384, i32 -32768, i32 -98304, i32 -360448, i32 -1409024, i32 -5603328, i32 -22380544, i32 -89489408, i32 -357924864, i32 -1431666688, i32 -49152, i32 -114688, i32 -376832, i32 -1425408, i32 -5619712, i32 -22396928, i32 -89505792, i32 -357941248, i32 -1431683072, i32 -180224, i32 -442368, i32 -1490944, i32 -5685248, i32 -22462464, i32 -89571328, i32 -358006784, i32 -1431748608, i32 -704512, i32 -1753088, i32 -5947392, i32 -22724608, i32 -89833472, i32 -358268928, i32 -1432010752, i32 -2801664, i32 -6995968, i32 -23773184, i32 -90882048, i32 -359317504, i32 -1433059328, i32 -11190272, i32 -27967488, i32 -95076352, i32 -363511808, i32 -1437253632, i32 -44744704, i32 -111853568, i32 -380289024, i32 -1454030848, i32 -178962432, i32 -447397888, i32 -1521139712, i32 -715833344, i32 -1789575168, i32 1431650304, i32 -65536, i32 -131072, i32 -393216, i32 -1441792, i32 -5636096, i32 -22413312, i32 -89522176, i32 -357957632, i32 -1431699456, i32 -196608, i32 -458752, i32 -1507328, i32 -5701632, i32 -22478848, i32 -89587712, i32 -358023168, i32 -1431764992, i32 -720896, i32 -1769472, i32 -5963776, i32 -22740992, i32 -89849856, i32 -358285312, i32 -1432027136, i32 -2818048, i32 -7012352, i32 -23789568, i32 -90898432, i32 -359333888, i32 -1433075712, i32 -11206656, i32 -27983872, i32 -95092736, i32 -363528192, i32 -1437270016, i32 -44761088, i32 -111869952, i32 -380305408, i32 -1454047232, i32 -178978816, i32 -447414272, i32 -1521156096, i32 -715849728, i32 -1789591552, i32 1431633920, i32 -262144, i32 -524288, i32 -1572864, i32 -5767168, i32 -22544384, i32 -89653248, i32 -358088704, i32 -1431830528, i32 -786432, i32 -1835008, i32 -6029312, i32 -22806528, i32 -89915392, i32 -358350848, i32 -1432092672, i32 -2883584, i32 -7077888, i32 -23855104, i32 -90963968, i32 -359399424, i32 -1433141248, i32 -11272192, i32 -28049408, i32 -95158272, i32 -363593728, i32 -1437335552, i32 -44826624, i32 -111935488, i32 -380370944, i32 -1454112768, i32 -179044352, i32 -447479808, i32 -1521221632, i32 -715915264, i32 -1789657088, i32 1431568384, i32 -1048576, i32 -2097152, i32 -6291456, i32 -23068672, i32 -90177536, i32 -358612992, i32 -1432354816, i32 -3145728, i32 -7340032, i32 -24117248, i32 -91226112, i32 -359661568, i32 -1433403392, i32 -11534336, i32 -28311552, i32 -95420416, i32 -363855872, i32 -1437597696, i32 -45088768, i32 -112197632, i32 -380633088, i32 -1454374912, i32 -179306496, i32 -447741952, i32 -1521483776, i32 -716177408, i32 -1789919232, i32 1431306240, i32 -4194304, i32 -8388608, i32 -25165824, i32 -92274688, i32 -360710144, i32 -1434451968, i32 -12582912, i32 -29360128, i32 -96468992, i32 -364904448, i32 -1438646272, i32 -46137344, i32 -113246208, i32 -381681664, i32 -1455423488, i32 -180355072, i32 -448790528, i32 -1522532352, i32 -717225984, i32 -1790967808, i32 1430257664, i32 -16777216, i32 -33554432, i32 -100663296, i32 -369098752, i32 -1442840576, i32 -50331648, i32 -117440512, i32 -385875968, i32 -1459617792, i32 -184549376, i32 -452984832, i32 -1526726656, i32 -721420288, i32 -1795162112, i32 1426063360, i32 -67108864, i32 -134217728, i32 -402653184, i32 -1476395008, i32 -201326592, i32 -469762048, i32 -1543503872, i32 -738197504, i32 -1811939328, i32 1409286144, i32 -268435456, i32 -536870912, i32 -1610612736, i32 -805306368, i32 -1879048192, i32 1342177280, i32 -1073741824, i32 -2147483648, i32 1073741824, i32 0], [153 x i32] [i32 -1431655766, i32 -1431655767, i32 -1431655771, i32 -1431655787, i32 -1431655851, i32 -1431656107, i32 -1431657131, i32 -1431661227, i32 -1431677611, i32 -1431743147, i32 -1432005291, i32 -1433053867, i32 -1437248171, i32 -1454025387, i32 -1521134251, i32 -1789569707, i32 1431655765, i32 -1431655768, i32 -1431655772, i32 -1431655788, i32 -1431655852, i32 -1431656108, i32 -1431657132, i32 -1431661228, i32 -1431677612, i32 -1431743148, i32 -1432005292, i32 -1433053868, i32 -1437248172, i32 -1454025388, i32 -1521134252, i32 -1789569708, i32 1431655764, i32 -1431655776, i32 -1431655792, i32 -1431655856, i32 -1431656112, i32 -1431657136, i32 -1431661232, i32 -1431677616, i32 -1431743152, i32 -1432005296, i32 -1433053872, i32 -1437248176, i32 -1454025392, i32 -1521134256, i32 -1789569712, i32 1431655760, i32 -1431655808, i32 -1431655872, i32 -1431656128, i32 -1431657152, i32 -1431661248, i32 -1431677632, i32 -1431743168, i32 -1432005312, i32 -1433053888, i32 -1437248192, i32 -1454025408, i32 -1521134272, i32 -1789569728, i32 1431655744, i32 -1431655936, i32 -1431656192, i32 -1431657216, i32 -1431661312, i32 -1431677696, i32 -1431743232, i32 -1432005376, i32 -1433053952, i32 -1437248256, i32 -1454025472, i32 -1521134336, i32 -1789569792, i32 1431655680, i32 -1431656448, i32 -1431657472, i32 -1431661568, i32 -1431677952, i32 -1431743488, i32 -1432005632, i32 -1433054208, i32 -1437248512, i32 -1454025728, i32 -1521134592, i32 -1789570048, i32 1431655424, i32 -1431658496, i32 -1431662592, i32 -1431678976, i32 -1431744512, i32 -1432006656, i32 -1433055232, i32 -1437249536, i32 -1454026752, i32 -1521135616, i32 -1789571072, i32 1431654400, i32 -1431666688, i32 -1431683072, i32 -1431748608, i32 -1432010752, i32 -1433059328, i32 -1437253632, i32 -1454030848, i32 -1521139712, i32 -1789575168, i32 1431650304, i32 -1431699456, i32 -1431764992, i32 -1432027136, i32 -1433075712, i32 -1437270016, i32 -1454047232, i32 -1521156096, i32 -1789591552, i32 1431633920, i32 -1431830528, i32 -1432092672, i32 -1433141248, i32 -1437335552, i32 -1454112768, i32 -1521221632, i32 -1789657088, i32 1431568384, i32 -1432354816, i32 -1433403392, i32 -1437597696, i32 -1454374912, i32 -1521483776, i32 -1789919232, i32 1431306240, i32 -1434451968, i32 -1438646272, i32 -1455423488, i32 -1522532352, i32 -1790967808, i32 1430257664, i32 -1442840576, i32 -1459617792, i32 -1526726656, i32 -1795162112, i32 1426063360, i32 -1476395008, i32 -1543503872, i32 -1811939328, i32 1409286144, i32 -1610612736, i32 -1879048192, i32 1342177280, i32 -2147483648, i32 1073741824, i32 0] }, align 4
@_ZZ4dxtcE5s_col = internal unnamed_addr addrspace(3) global [16 x [3 x float]] undef, align 4
@_ZZ4dxtcE8s_sorted = internal unnamed_addr addrspace(3) global [16 x [3 x float]] undef, align 4
@_ZZ4dxtcE5s_dps = internal unnamed_addr addrspace(3) global [16 x float] undef, align 4
@_ZZ4dxtcE6s_xref = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ4dxtcE5s_err = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ4dxtcE5s_tid = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g_partitions to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dxtc(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %6 = add i32 %5, %2, !dbg !19
  %7 = icmp ult i32 %4, 16, !dbg !20
  br i1 %7, label %8, label %29, !dbg !21

8:                                                ; preds = %3
  %9 = shl nsw i32 %6, 4, !dbg !22
  %10 = or disjoint i32 %9, %4, !dbg !23
  %11 = sext i32 %10 to i64, !dbg !24
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !24
  %13 = load i32, ptr %12, align 4, !dbg !24, !tbaa !25
  %14 = zext nneg i32 %4 to i64
  %15 = and i32 %13, 255, !dbg !29
  %16 = uitofp nneg i32 %15 to float, !dbg !30
  %17 = fmul contract float %16, 0x3F70101020000000, !dbg !31
  %18 = getelementptr inbounds [16 x [3 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_col to ptr), i64 0, i64 %14, i64 0, !dbg !32
  store float %17, ptr %18, align 4, !dbg !33, !tbaa !34
  %19 = lshr i32 %13, 8, !dbg !36
  %20 = and i32 %19, 255, !dbg !29
  %21 = uitofp nneg i32 %20 to float, !dbg !30
  %22 = fmul contract float %21, 0x3F70101020000000, !dbg !31
  %23 = getelementptr inbounds [16 x [3 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_col to ptr), i64 0, i64 %14, i64 1, !dbg !32
  store float %22, ptr %23, align 4, !dbg !33, !tbaa !34
  %24 = lshr i32 %13, 16, !dbg !36
  %25 = and i32 %24, 255, !dbg !29
  %26 = uitofp nneg i32 %25 to float, !dbg !30
  %27 = fmul contract float %26, 0x3F70101020000000, !dbg !31
  %28 = getelementptr inbounds [16 x [3 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_col to ptr), i64 0, i64 %14, i64 2, !dbg !32
  store float %27, ptr %28, align 4, !dbg !33, !tbaa !34
  br label %29, !dbg !37

29:                                               ; preds = %8, %3
  %30 = phi float [ %27, %8 ], [ undef, %3 ]
  %31 = phi float [ %22, %8 ], [ undef, %3 ]
  %32 = phi float [ %17, %8 ], [ undef, %3 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  br i1 %7, label %33, label %138, !dbg !38

33:                                               ; preds = %29, %33
  %34 = phi float [ %52, %33 ], [ 0.000000e+00, %29 ], !dbg !39
  %35 = phi float [ %55, %33 ], [ 0.000000e+00, %29 ], !dbg !39
  %36 = phi float [ %58, %33 ], [ 0.000000e+00, %29 ], !dbg !39
  %37 = phi i32 [ %59, %33 ], [ 0, %29 ]
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [16 x [3 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_col to ptr), i64 0, i64 %38, i64 0, !dbg !40
  %40 = load float, ptr %39, align 4, !dbg !40, !tbaa !34
  %41 = fadd contract float %40, %34, !dbg !41
  %42 = getelementptr inbounds [16 x [3 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_col to ptr), i64 0, i64 %38, i64 1, !dbg !40
  %43 = load float, ptr %42, align 4, !dbg !40, !tbaa !34
  %44 = fadd contract float %43, %35, !dbg !41
  %45 = getelementptr inbounds [16 x [3 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_col to ptr), i64 0, i64 %38, i64 2, !dbg !40
  %46 = load float, ptr %45, align 4, !dbg !40, !tbaa !34
  %47 = fadd contract float %46, %36, !dbg !41
  %48 = or disjoint i32 %37, 1, !dbg !42
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [16 x [3 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_col to ptr), i64 0, i64 %49, i64 0, !dbg !40
  %51 = load float, ptr %50, align 4, !dbg !40, !tbaa !34
  %52 = fadd contract float %51, %41, !dbg !41
  %53 = getelementptr inbounds [16 x [3 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_col to ptr), i64 0, i64 %49, i64 1, !dbg !40
  %54 = load float, ptr %53, align 4, !dbg !40, !tbaa !34
  %55 = fadd contract float %54, %44, !dbg !41
  %56 = getelementptr inbounds [16 x [3 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_col to ptr), i64 0, i64 %49, i64 2, !dbg !40
  %57 = load float, ptr %56, align 4, !dbg !40, !tbaa !34
  %58 = fadd contract float %57, %47, !dbg !41
  %59 = add nuw nsw i32 %37, 2, !dbg !42
  %60 = icmp eq i32 %59, 16, !dbg !43
  br i1 %60, label %61, label %33, !dbg !44, !llvm.loop !45

61:                                               ; preds = %33
  %62 = fmul contract float %52, 6.250000e-02
  %63 = fmul contract float %55, 6.250000e-02
  %64 = fmul contract float %58, 6.250000e-02
  br label %65, !dbg !48

65:                                               ; preds = %61, %65
  %66 = phi float [ 0.000000e+00, %61 ], [ %84, %65 ]
  %67 = phi float [ 0.000000e+00, %61 ], [ %86, %65 ]
  %68 = phi float [ 0.000000e+00, %61 ], [ %88, %65 ]
  %69 = phi float [ 0.000000e+00, %61 ], [ %90, %65 ]
  %70 = phi float [ 0.000000e+00, %61 ], [ %92, %65 ]
  %71 = phi float [ 0.000000e+00, %61 ], [ %94, %65 ]
  %72 = phi i32 [ 0, %61 ], [ %95, %65 ]
  %73 = zext nneg i32 %72 to i64, !dbg !49
  %74 = getelementptr inbounds [16 x [3 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_col to ptr), i64 0, i64 %73, !dbg !49
  %75 = load float, ptr %74, align 4, !dbg !49, !tbaa !34
  %76 = fsub contract float %75, %62, !dbg !50
  %77 = getelementptr inbounds i8, ptr %74, i64 4, !dbg !51
  %78 = load float, ptr %77, align 4, !dbg !51, !tbaa !34
  %79 = fsub contract float %78, %63, !dbg !52
  %80 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !53
  %81 = load float, ptr %80, align 4, !dbg !53, !tbaa !34
  %82 = fsub contract float %81, %64, !dbg !54
  %83 = fmul contract float %76, %76, !dbg !55
  %84 = fadd contract float %66, %83, !dbg !56
  %85 = fmul contract float %76, %79, !dbg !57
  %86 = fadd contract float %67, %85, !dbg !58
  %87 = fmul contract float %76, %82, !dbg !59
  %88 = fadd contract float %68, %87, !dbg !60
  %89 = fmul contract float %79, %79, !dbg !61
  %90 = fadd contract float %69, %89, !dbg !62
  %91 = fmul contract float %79, %82, !dbg !63
  %92 = fadd contract float %70, %91, !dbg !64
  %93 = fmul contract float %82, %82, !dbg !65
  %94 = fadd contract float %71, %93, !dbg !66
  %95 = add nuw nsw i32 %72, 1, !dbg !67
  %96 = icmp eq i32 %95, 16, !dbg !68
  br i1 %96, label %105, label %65, !dbg !48, !llvm.loop !69

97:                                               ; preds = %105
  %98 = fmul contract float %133, %32, !dbg !71
  %99 = fmul contract float %134, %31, !dbg !72
  %100 = fadd contract float %98, %99, !dbg !73
  %101 = fmul contract float %135, %30, !dbg !74
  %102 = fadd contract float %100, %101, !dbg !75
  %103 = zext nneg i32 %4 to i64, !dbg !76
  %104 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_dps to ptr), i64 0, i64 %103, !dbg !76
  store float %102, ptr %104, align 4, !dbg !77, !tbaa !34
  br label %138, !dbg !78

105:                                              ; preds = %65, %105
  %106 = phi float [ %133, %105 ], [ 1.000000e+00, %65 ]
  %107 = phi float [ %134, %105 ], [ 1.000000e+00, %65 ]
  %108 = phi float [ %135, %105 ], [ 1.000000e+00, %65 ]
  %109 = phi i32 [ %136, %105 ], [ 0, %65 ]
  %110 = fmul contract float %84, %106, !dbg !79
  %111 = fmul contract float %86, %107, !dbg !80
  %112 = fadd contract float %111, %110, !dbg !81
  %113 = fmul contract float %88, %108, !dbg !82
  %114 = fadd contract float %113, %112, !dbg !83
  %115 = fmul contract float %86, %106, !dbg !84
  %116 = fmul contract float %90, %107, !dbg !85
  %117 = fadd contract float %116, %115, !dbg !86
  %118 = fmul contract float %92, %108, !dbg !87
  %119 = fadd contract float %118, %117, !dbg !88
  %120 = fmul contract float %88, %106, !dbg !89
  %121 = fmul contract float %92, %107, !dbg !90
  %122 = fadd contract float %121, %120, !dbg !91
  %123 = fmul contract float %94, %108, !dbg !92
  %124 = fadd contract float %123, %122, !dbg !93
  %125 = tail call contract noundef float @llvm.fabs.f32(float %114), !dbg !94
  %126 = tail call contract noundef float @llvm.fabs.f32(float %119), !dbg !97
  %127 = tail call contract noundef float @llvm.fabs.f32(float %124), !dbg !99
  %128 = tail call contract noundef float @llvm.maxnum.f32(float %126, float %127), !dbg !101
  %129 = tail call contract noundef float @llvm.maxnum.f32(float %125, float %128), !dbg !104
  %130 = fcmp contract ogt float %129, 0.000000e+00, !dbg !106
  %131 = fdiv contract float 1.000000e+00, %129, !dbg !107
  %132 = select contract i1 %130, float %131, float 0.000000e+00, !dbg !107
  %133 = fmul contract float %114, %132, !dbg !108
  %134 = fmul contract float %119, %132, !dbg !109
  %135 = fmul contract float %124, %132, !dbg !110
  %136 = add nuw nsw i32 %109, 1, !dbg !111
  %137 = icmp eq i32 %136, 8, !dbg !112
  br i1 %137, label %97, label %105, !dbg !113, !llvm.loop !114

138:                                              ; preds = %97, %29
  tail call void @llvm.nvvm.barrier0(), !dbg !116
  br i1 %7, label %139, label %179, !dbg !117

139:                                              ; preds = %138
  %140 = zext nneg i32 %4 to i64, !dbg !118
  %141 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_dps to ptr), i64 0, i64 %140, !dbg !118
  %142 = load float, ptr %141, align 4, !dbg !118, !tbaa !34
  br label %149, !dbg !119

143:                                              ; preds = %173
  %144 = zext nneg i32 %176 to i64
  %145 = getelementptr inbounds [16 x [3 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE8s_sorted to ptr), i64 0, i64 %144, i64 0, !dbg !120
  store float %32, ptr %145, align 4, !dbg !121, !tbaa !34
  %146 = getelementptr inbounds [16 x [3 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE8s_sorted to ptr), i64 0, i64 %144, i64 1, !dbg !120
  store float %31, ptr %146, align 4, !dbg !121, !tbaa !34
  %147 = getelementptr inbounds [16 x [3 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE8s_sorted to ptr), i64 0, i64 %144, i64 2, !dbg !120
  store float %30, ptr %147, align 4, !dbg !121, !tbaa !34
  %148 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE6s_xref to ptr), i64 0, i64 %144, !dbg !122
  store i32 %4, ptr %148, align 4, !dbg !123, !tbaa !25
  br label %179, !dbg !124

149:                                              ; preds = %173, %139
  %150 = phi i32 [ 0, %139 ], [ %177, %173 ]
  %151 = phi i32 [ 0, %139 ], [ %176, %173 ]
  %152 = zext nneg i32 %150 to i64, !dbg !125
  %153 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_dps to ptr), i64 0, i64 %152, !dbg !125
  %154 = load float, ptr %153, align 4, !dbg !125, !tbaa !34
  %155 = fcmp contract olt float %154, %142, !dbg !126
  br i1 %155, label %160, label %156, !dbg !127

156:                                              ; preds = %149
  %157 = fcmp contract oeq float %154, %142
  %158 = icmp ult i32 %150, %4
  %159 = and i1 %158, %157
  br label %160, !dbg !127

160:                                              ; preds = %156, %149
  %161 = phi i1 [ true, %149 ], [ %159, %156 ]
  %162 = zext i1 %161 to i32, !dbg !125
  %163 = add nuw nsw i32 %151, %162, !dbg !128
  %164 = or disjoint i32 %150, 1, !dbg !129
  %165 = zext nneg i32 %164 to i64, !dbg !125
  %166 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_dps to ptr), i64 0, i64 %165, !dbg !125
  %167 = load float, ptr %166, align 4, !dbg !125, !tbaa !34
  %168 = fcmp contract olt float %167, %142, !dbg !126
  br i1 %168, label %173, label %169, !dbg !127

169:                                              ; preds = %160
  %170 = fcmp contract oeq float %167, %142
  %171 = icmp ult i32 %164, %4
  %172 = and i1 %171, %170
  br label %173, !dbg !127

173:                                              ; preds = %169, %160
  %174 = phi i1 [ true, %160 ], [ %172, %169 ]
  %175 = zext i1 %174 to i32, !dbg !125
  %176 = add nuw nsw i32 %163, %175, !dbg !128
  %177 = add nuw nsw i32 %150, 2, !dbg !129
  %178 = icmp eq i32 %177, 16, !dbg !130
  br i1 %178, label %143, label %149, !dbg !119, !llvm.loop !131

179:                                              ; preds = %143, %138
  tail call void @llvm.nvvm.barrier0(), !dbg !133
  br label %180, !dbg !134

180:                                              ; preds = %350, %179
  %181 = phi i32 [ 0, %179 ], [ %355, %350 ]
  %182 = phi i32 [ 0, %179 ], [ %354, %350 ]
  %183 = phi i32 [ 0, %179 ], [ %353, %350 ]
  %184 = phi i32 [ 0, %179 ], [ %352, %350 ]
  %185 = phi float [ 0x47EFFFFFE0000000, %179 ], [ %351, %350 ]
  %186 = shl nuw nsw i32 %181, 7, !dbg !135
  %187 = add nuw nsw i32 %186, %4, !dbg !136
  %188 = icmp ugt i32 %187, 968, !dbg !137
  br i1 %188, label %350, label %189, !dbg !138

189:                                              ; preds = %180
  %190 = zext nneg i32 %187 to i64, !dbg !139
  %191 = getelementptr inbounds [969 x i32], ptr addrspacecast (ptr addrspace(1) @g_partitions to ptr), i64 0, i64 %190, !dbg !139
  %192 = load i32, ptr %191, align 4, !dbg !139, !tbaa !25
  br label %289, !dbg !140

193:                                              ; preds = %289
  %194 = fmul contract float %331, %330, !dbg !143
  %195 = fmul contract float %332, %332, !dbg !144
  %196 = fsub contract float %194, %195, !dbg !145
  %197 = fdiv contract float 1.000000e+00, %196, !dbg !146
  %198 = fmul contract float %331, %315, !dbg !147
  %199 = fmul contract float %332, %317, !dbg !148
  %200 = fsub contract float %198, %199, !dbg !149
  %201 = fmul contract float %197, %200, !dbg !150
  %202 = tail call contract noundef float @llvm.nvvm.saturate.f(float %201), !dbg !151
  %203 = fmul contract float %202, 3.100000e+01, !dbg !154
  %204 = tail call contract noundef float @llvm.rint.f32(float %203), !dbg !155
  %205 = fmul contract float %330, %317, !dbg !158
  %206 = fmul contract float %332, %315, !dbg !159
  %207 = fsub contract float %205, %206, !dbg !160
  %208 = fmul contract float %197, %207, !dbg !161
  %209 = tail call contract noundef float @llvm.nvvm.saturate.f(float %208), !dbg !162
  %210 = fmul contract float %209, 3.100000e+01, !dbg !164
  %211 = tail call contract noundef float @llvm.rint.f32(float %210), !dbg !165
  %212 = fdiv contract float %204, 3.100000e+01, !dbg !167
  %213 = fdiv contract float %211, 3.100000e+01, !dbg !168
  %214 = fmul contract float %212, %212, !dbg !169
  %215 = fmul contract float %330, %214, !dbg !170
  %216 = fmul contract float %213, %213, !dbg !171
  %217 = fmul contract float %331, %216, !dbg !172
  %218 = fadd contract float %215, %217, !dbg !173
  %219 = fmul contract float %212, %213, !dbg !174
  %220 = fmul contract float %332, %219, !dbg !175
  %221 = fmul contract float %315, %212, !dbg !176
  %222 = fsub contract float %220, %221, !dbg !177
  %223 = fmul contract float %317, %213, !dbg !178
  %224 = fsub contract float %222, %223, !dbg !179
  %225 = fmul contract float %224, 2.000000e+00, !dbg !180
  %226 = fadd contract float %218, %225, !dbg !181
  %227 = fadd contract float %226, 0.000000e+00, !dbg !182
  %228 = fmul contract float %331, %321, !dbg !147
  %229 = fmul contract float %332, %323, !dbg !148
  %230 = fsub contract float %228, %229, !dbg !149
  %231 = fmul contract float %197, %230, !dbg !150
  %232 = tail call contract noundef float @llvm.nvvm.saturate.f(float %231), !dbg !151
  %233 = fmul contract float %232, 6.300000e+01, !dbg !154
  %234 = tail call contract noundef float @llvm.rint.f32(float %233), !dbg !155
  %235 = fmul contract float %330, %323, !dbg !158
  %236 = fmul contract float %332, %321, !dbg !159
  %237 = fsub contract float %235, %236, !dbg !160
  %238 = fmul contract float %197, %237, !dbg !161
  %239 = tail call contract noundef float @llvm.nvvm.saturate.f(float %238), !dbg !162
  %240 = fmul contract float %239, 6.300000e+01, !dbg !164
  %241 = tail call contract noundef float @llvm.rint.f32(float %240), !dbg !165
  %242 = fdiv contract float %234, 6.300000e+01, !dbg !167
  %243 = fdiv contract float %241, 6.300000e+01, !dbg !168
  %244 = fmul contract float %242, %242, !dbg !169
  %245 = fmul contract float %330, %244, !dbg !170
  %246 = fmul contract float %243, %243, !dbg !171
  %247 = fmul contract float %331, %246, !dbg !172
  %248 = fadd contract float %245, %247, !dbg !173
  %249 = fmul contract float %242, %243, !dbg !174
  %250 = fmul contract float %332, %249, !dbg !175
  %251 = fmul contract float %321, %242, !dbg !176
  %252 = fsub contract float %250, %251, !dbg !177
  %253 = fmul contract float %323, %243, !dbg !178
  %254 = fsub contract float %252, %253, !dbg !179
  %255 = fmul contract float %254, 2.000000e+00, !dbg !180
  %256 = fadd contract float %248, %255, !dbg !181
  %257 = fadd contract float %227, %256, !dbg !182
  %258 = fmul contract float %331, %327, !dbg !147
  %259 = fmul contract float %332, %329, !dbg !148
  %260 = fsub contract float %258, %259, !dbg !149
  %261 = fmul contract float %197, %260, !dbg !150
  %262 = tail call contract noundef float @llvm.nvvm.saturate.f(float %261), !dbg !151
  %263 = fmul contract float %262, 3.100000e+01, !dbg !154
  %264 = tail call contract noundef float @llvm.rint.f32(float %263), !dbg !155
  %265 = fmul contract float %330, %329, !dbg !158
  %266 = fmul contract float %332, %327, !dbg !159
  %267 = fsub contract float %265, %266, !dbg !160
  %268 = fmul contract float %197, %267, !dbg !161
  %269 = tail call contract noundef float @llvm.nvvm.saturate.f(float %268), !dbg !162
  %270 = fmul contract float %269, 3.100000e+01, !dbg !164
  %271 = tail call contract noundef float @llvm.rint.f32(float %270), !dbg !165
  %272 = fdiv contract float %264, 3.100000e+01, !dbg !167
  %273 = fdiv contract float %271, 3.100000e+01, !dbg !168
  %274 = fmul contract float %272, %272, !dbg !169
  %275 = fmul contract float %330, %274, !dbg !170
  %276 = fmul contract float %273, %273, !dbg !171
  %277 = fmul contract float %331, %276, !dbg !172
  %278 = fadd contract float %275, %277, !dbg !173
  %279 = fmul contract float %272, %273, !dbg !174
  %280 = fmul contract float %332, %279, !dbg !175
  %281 = fmul contract float %327, %272, !dbg !176
  %282 = fsub contract float %280, %281, !dbg !177
  %283 = fmul contract float %329, %273, !dbg !178
  %284 = fsub contract float %282, %283, !dbg !179
  %285 = fmul contract float %284, 2.000000e+00, !dbg !180
  %286 = fadd contract float %278, %285, !dbg !181
  %287 = fadd contract float %257, %286, !dbg !182
  %288 = fcmp contract olt float %287, %185, !dbg !183
  br i1 %288, label %335, label %350, !dbg !184

289:                                              ; preds = %189, %289
  %290 = phi float [ 0.000000e+00, %189 ], [ %315, %289 ], !dbg !185
  %291 = phi float [ 0.000000e+00, %189 ], [ %321, %289 ], !dbg !185
  %292 = phi float [ 0.000000e+00, %189 ], [ %327, %289 ], !dbg !185
  %293 = phi float [ 0.000000e+00, %189 ], [ %317, %289 ], !dbg !185
  %294 = phi float [ 0.000000e+00, %189 ], [ %323, %289 ], !dbg !185
  %295 = phi float [ 0.000000e+00, %189 ], [ %329, %289 ], !dbg !185
  %296 = phi float [ 0.000000e+00, %189 ], [ %330, %289 ]
  %297 = phi float [ 0.000000e+00, %189 ], [ %331, %289 ]
  %298 = phi float [ 0.000000e+00, %189 ], [ %332, %289 ]
  %299 = phi i32 [ 0, %189 ], [ %333, %289 ]
  %300 = shl nuw nsw i32 %299, 1, !dbg !186
  %301 = lshr i32 %192, %300, !dbg !187
  %302 = and i32 %301, 3, !dbg !188
  %303 = uitofp nneg i32 %302 to float, !dbg !189
  %304 = fmul contract float %303, 0x3FD5555560000000, !dbg !190
  %305 = xor i32 %302, 3, !dbg !191
  %306 = uitofp nneg i32 %305 to float, !dbg !192
  %307 = fmul contract float %306, 0x3FD5555560000000, !dbg !193
  %308 = fmul contract float %307, %307, !dbg !194
  %309 = fmul contract float %304, %304, !dbg !195
  %310 = fmul contract float %304, %307, !dbg !196
  %311 = zext nneg i32 %299 to i64
  %312 = getelementptr inbounds [3 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE8s_sorted to ptr), i64 %311, i64 0, !dbg !197
  %313 = load float, ptr %312, align 4, !dbg !197, !tbaa !34
  %314 = fmul contract float %307, %313, !dbg !198
  %315 = fadd contract float %290, %314, !dbg !199
  %316 = fmul contract float %304, %313, !dbg !200
  %317 = fadd contract float %316, %293, !dbg !201
  %318 = getelementptr inbounds [3 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE8s_sorted to ptr), i64 %311, i64 1, !dbg !197
  %319 = load float, ptr %318, align 4, !dbg !197, !tbaa !34
  %320 = fmul contract float %307, %319, !dbg !198
  %321 = fadd contract float %291, %320, !dbg !199
  %322 = fmul contract float %304, %319, !dbg !200
  %323 = fadd contract float %322, %294, !dbg !201
  %324 = getelementptr inbounds [3 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE8s_sorted to ptr), i64 %311, i64 2, !dbg !197
  %325 = load float, ptr %324, align 4, !dbg !197, !tbaa !34
  %326 = fmul contract float %307, %325, !dbg !198
  %327 = fadd contract float %292, %326, !dbg !199
  %328 = fmul contract float %304, %325, !dbg !200
  %329 = fadd contract float %328, %295, !dbg !201
  %330 = fadd contract float %296, %308, !dbg !202
  %331 = fadd contract float %297, %309, !dbg !203
  %332 = fadd contract float %298, %310, !dbg !204
  %333 = add nuw nsw i32 %299, 1, !dbg !205
  %334 = icmp eq i32 %333, 16, !dbg !206
  br i1 %334, label %193, label %289, !dbg !140, !llvm.loop !207

335:                                              ; preds = %193
  %336 = fptoui float %271 to i32, !dbg !209
  %337 = fptoui float %241 to i32, !dbg !209
  %338 = shl i32 %337, 5, !dbg !210
  %339 = fptoui float %211 to i32, !dbg !209
  %340 = shl i32 %339, 11, !dbg !210
  %341 = or i32 %338, %340, !dbg !211
  %342 = or i32 %341, %336, !dbg !211
  %343 = fptoui float %264 to i32, !dbg !212
  %344 = fptoui float %234 to i32, !dbg !212
  %345 = shl i32 %344, 5, !dbg !213
  %346 = fptoui float %204 to i32, !dbg !212
  %347 = shl i32 %346, 11, !dbg !213
  %348 = or i32 %345, %347, !dbg !214
  %349 = or i32 %348, %343, !dbg !214
  br label %350, !dbg !215

350:                                              ; preds = %193, %335, %180
  %351 = phi float [ %185, %180 ], [ %287, %335 ], [ %185, %193 ], !dbg !39
  %352 = phi i32 [ %184, %180 ], [ %349, %335 ], [ %184, %193 ], !dbg !39
  %353 = phi i32 [ %183, %180 ], [ %342, %335 ], [ %183, %193 ], !dbg !39
  %354 = phi i32 [ %182, %180 ], [ %192, %335 ], [ %182, %193 ], !dbg !39
  %355 = add nuw nsw i32 %181, 1
  %356 = icmp eq i32 %355, 8
  %357 = select i1 %188, i1 true, i1 %356
  br i1 %357, label %358, label %180, !llvm.loop !216

358:                                              ; preds = %350, %529
  %359 = phi i1 [ false, %529 ], [ true, %350 ]
  %360 = phi i32 [ 128, %529 ], [ 0, %350 ]
  %361 = phi i32 [ %534, %529 ], [ 0, %350 ]
  %362 = phi i32 [ %533, %529 ], [ %354, %350 ]
  %363 = phi i32 [ %532, %529 ], [ %353, %350 ]
  %364 = phi i32 [ %531, %529 ], [ %352, %350 ]
  %365 = phi float [ %530, %529 ], [ %351, %350 ]
  %366 = add nuw nsw i32 %360, %4, !dbg !218
  %367 = icmp ult i32 %366, 153, !dbg !219
  br i1 %367, label %368, label %529, !dbg !220

368:                                              ; preds = %358
  %369 = zext nneg i32 %366 to i64, !dbg !221
  %370 = getelementptr inbounds [153 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(1) @g_partitions to ptr), i64 3876), i64 0, i64 %369, !dbg !221
  %371 = load i32, ptr %370, align 4, !dbg !221, !tbaa !25
  br label %468, !dbg !222

372:                                              ; preds = %468
  %373 = fmul contract float %510, %509, !dbg !224
  %374 = fmul contract float %511, %511, !dbg !225
  %375 = fsub contract float %373, %374, !dbg !226
  %376 = fdiv contract float 1.000000e+00, %375, !dbg !227
  %377 = fmul contract float %510, %494, !dbg !228
  %378 = fmul contract float %511, %496, !dbg !229
  %379 = fsub contract float %377, %378, !dbg !230
  %380 = fmul contract float %376, %379, !dbg !231
  %381 = tail call contract noundef float @llvm.nvvm.saturate.f(float %380), !dbg !232
  %382 = fmul contract float %381, 3.100000e+01, !dbg !234
  %383 = tail call contract noundef float @llvm.rint.f32(float %382), !dbg !235
  %384 = fmul contract float %509, %496, !dbg !237
  %385 = fmul contract float %511, %494, !dbg !238
  %386 = fsub contract float %384, %385, !dbg !239
  %387 = fmul contract float %376, %386, !dbg !240
  %388 = tail call contract noundef float @llvm.nvvm.saturate.f(float %387), !dbg !241
  %389 = fmul contract float %388, 3.100000e+01, !dbg !243
  %390 = tail call contract noundef float @llvm.rint.f32(float %389), !dbg !244
  %391 = fdiv contract float %383, 3.100000e+01, !dbg !246
  %392 = fdiv contract float %390, 3.100000e+01, !dbg !247
  %393 = fmul contract float %391, %391, !dbg !248
  %394 = fmul contract float %509, %393, !dbg !249
  %395 = fmul contract float %392, %392, !dbg !250
  %396 = fmul contract float %510, %395, !dbg !251
  %397 = fadd contract float %394, %396, !dbg !252
  %398 = fmul contract float %391, %392, !dbg !253
  %399 = fmul contract float %511, %398, !dbg !254
  %400 = fmul contract float %494, %391, !dbg !255
  %401 = fsub contract float %399, %400, !dbg !256
  %402 = fmul contract float %496, %392, !dbg !257
  %403 = fsub contract float %401, %402, !dbg !258
  %404 = fmul contract float %403, 2.000000e+00, !dbg !259
  %405 = fadd contract float %397, %404, !dbg !260
  %406 = fadd contract float %405, 0.000000e+00, !dbg !261
  %407 = fmul contract float %510, %500, !dbg !228
  %408 = fmul contract float %511, %502, !dbg !229
  %409 = fsub contract float %407, %408, !dbg !230
  %410 = fmul contract float %376, %409, !dbg !231
  %411 = tail call contract noundef float @llvm.nvvm.saturate.f(float %410), !dbg !232
  %412 = fmul contract float %411, 6.300000e+01, !dbg !234
  %413 = tail call contract noundef float @llvm.rint.f32(float %412), !dbg !235
  %414 = fmul contract float %509, %502, !dbg !237
  %415 = fmul contract float %511, %500, !dbg !238
  %416 = fsub contract float %414, %415, !dbg !239
  %417 = fmul contract float %376, %416, !dbg !240
  %418 = tail call contract noundef float @llvm.nvvm.saturate.f(float %417), !dbg !241
  %419 = fmul contract float %418, 6.300000e+01, !dbg !243
  %420 = tail call contract noundef float @llvm.rint.f32(float %419), !dbg !244
  %421 = fdiv contract float %413, 6.300000e+01, !dbg !246
  %422 = fdiv contract float %420, 6.300000e+01, !dbg !247
  %423 = fmul contract float %421, %421, !dbg !248
  %424 = fmul contract float %509, %423, !dbg !249
  %425 = fmul contract float %422, %422, !dbg !250
  %426 = fmul contract float %510, %425, !dbg !251
  %427 = fadd contract float %424, %426, !dbg !252
  %428 = fmul contract float %421, %422, !dbg !253
  %429 = fmul contract float %511, %428, !dbg !254
  %430 = fmul contract float %500, %421, !dbg !255
  %431 = fsub contract float %429, %430, !dbg !256
  %432 = fmul contract float %502, %422, !dbg !257
  %433 = fsub contract float %431, %432, !dbg !258
  %434 = fmul contract float %433, 2.000000e+00, !dbg !259
  %435 = fadd contract float %427, %434, !dbg !260
  %436 = fadd contract float %406, %435, !dbg !261
  %437 = fmul contract float %510, %506, !dbg !228
  %438 = fmul contract float %511, %508, !dbg !229
  %439 = fsub contract float %437, %438, !dbg !230
  %440 = fmul contract float %376, %439, !dbg !231
  %441 = tail call contract noundef float @llvm.nvvm.saturate.f(float %440), !dbg !232
  %442 = fmul contract float %441, 3.100000e+01, !dbg !234
  %443 = tail call contract noundef float @llvm.rint.f32(float %442), !dbg !235
  %444 = fmul contract float %509, %508, !dbg !237
  %445 = fmul contract float %511, %506, !dbg !238
  %446 = fsub contract float %444, %445, !dbg !239
  %447 = fmul contract float %376, %446, !dbg !240
  %448 = tail call contract noundef float @llvm.nvvm.saturate.f(float %447), !dbg !241
  %449 = fmul contract float %448, 3.100000e+01, !dbg !243
  %450 = tail call contract noundef float @llvm.rint.f32(float %449), !dbg !244
  %451 = fdiv contract float %443, 3.100000e+01, !dbg !246
  %452 = fdiv contract float %450, 3.100000e+01, !dbg !247
  %453 = fmul contract float %451, %451, !dbg !248
  %454 = fmul contract float %509, %453, !dbg !249
  %455 = fmul contract float %452, %452, !dbg !250
  %456 = fmul contract float %510, %455, !dbg !251
  %457 = fadd contract float %454, %456, !dbg !252
  %458 = fmul contract float %451, %452, !dbg !253
  %459 = fmul contract float %511, %458, !dbg !254
  %460 = fmul contract float %506, %451, !dbg !255
  %461 = fsub contract float %459, %460, !dbg !256
  %462 = fmul contract float %508, %452, !dbg !257
  %463 = fsub contract float %461, %462, !dbg !258
  %464 = fmul contract float %463, 2.000000e+00, !dbg !259
  %465 = fadd contract float %457, %464, !dbg !260
  %466 = fadd contract float %436, %465, !dbg !261
  %467 = fcmp contract olt float %466, %365, !dbg !262
  br i1 %467, label %514, label %529, !dbg !263

468:                                              ; preds = %368, %468
  %469 = phi float [ 0.000000e+00, %368 ], [ %494, %468 ], !dbg !264
  %470 = phi float [ 0.000000e+00, %368 ], [ %500, %468 ], !dbg !264
  %471 = phi float [ 0.000000e+00, %368 ], [ %506, %468 ], !dbg !264
  %472 = phi float [ 0.000000e+00, %368 ], [ %496, %468 ], !dbg !264
  %473 = phi float [ 0.000000e+00, %368 ], [ %502, %468 ], !dbg !264
  %474 = phi float [ 0.000000e+00, %368 ], [ %508, %468 ], !dbg !264
  %475 = phi float [ 0.000000e+00, %368 ], [ %509, %468 ]
  %476 = phi float [ 0.000000e+00, %368 ], [ %510, %468 ]
  %477 = phi float [ 0.000000e+00, %368 ], [ %511, %468 ]
  %478 = phi i32 [ 0, %368 ], [ %512, %468 ]
  %479 = shl nuw nsw i32 %478, 1, !dbg !265
  %480 = lshr i32 %371, %479, !dbg !266
  %481 = and i32 %480, 3, !dbg !267
  %482 = uitofp nneg i32 %481 to float, !dbg !268
  %483 = fmul contract float %482, 5.000000e-01, !dbg !269
  %484 = sub nsw i32 2, %481, !dbg !270
  %485 = sitofp i32 %484 to float, !dbg !271
  %486 = fmul contract float %485, 5.000000e-01, !dbg !272
  %487 = fmul contract float %486, %486, !dbg !273
  %488 = fmul contract float %483, %483, !dbg !274
  %489 = fmul contract float %483, %486, !dbg !275
  %490 = zext nneg i32 %478 to i64
  %491 = getelementptr inbounds [3 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE8s_sorted to ptr), i64 %490, i64 0, !dbg !276
  %492 = load float, ptr %491, align 4, !dbg !276, !tbaa !34
  %493 = fmul contract float %486, %492, !dbg !277
  %494 = fadd contract float %469, %493, !dbg !278
  %495 = fmul contract float %483, %492, !dbg !279
  %496 = fadd contract float %495, %472, !dbg !280
  %497 = getelementptr inbounds [3 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE8s_sorted to ptr), i64 %490, i64 1, !dbg !276
  %498 = load float, ptr %497, align 4, !dbg !276, !tbaa !34
  %499 = fmul contract float %486, %498, !dbg !277
  %500 = fadd contract float %470, %499, !dbg !278
  %501 = fmul contract float %483, %498, !dbg !279
  %502 = fadd contract float %501, %473, !dbg !280
  %503 = getelementptr inbounds [3 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE8s_sorted to ptr), i64 %490, i64 2, !dbg !276
  %504 = load float, ptr %503, align 4, !dbg !276, !tbaa !34
  %505 = fmul contract float %486, %504, !dbg !277
  %506 = fadd contract float %471, %505, !dbg !278
  %507 = fmul contract float %483, %504, !dbg !279
  %508 = fadd contract float %507, %474, !dbg !280
  %509 = fadd contract float %475, %487, !dbg !281
  %510 = fadd contract float %476, %488, !dbg !282
  %511 = fadd contract float %477, %489, !dbg !283
  %512 = add nuw nsw i32 %478, 1, !dbg !284
  %513 = icmp eq i32 %512, 16, !dbg !285
  br i1 %513, label %372, label %468, !dbg !222, !llvm.loop !286

514:                                              ; preds = %372
  %515 = fptoui float %450 to i32, !dbg !288
  %516 = fptoui float %420 to i32, !dbg !288
  %517 = shl i32 %516, 5, !dbg !289
  %518 = fptoui float %390 to i32, !dbg !288
  %519 = shl i32 %518, 11, !dbg !289
  %520 = or i32 %517, %519, !dbg !290
  %521 = or i32 %520, %515, !dbg !290
  %522 = fptoui float %443 to i32, !dbg !291
  %523 = fptoui float %413 to i32, !dbg !291
  %524 = shl i32 %523, 5, !dbg !292
  %525 = fptoui float %383 to i32, !dbg !291
  %526 = shl i32 %525, 11, !dbg !292
  %527 = or i32 %524, %526, !dbg !293
  %528 = or i32 %527, %522, !dbg !293
  br label %529, !dbg !294

529:                                              ; preds = %372, %514, %358
  %530 = phi float [ %365, %358 ], [ %466, %514 ], [ %365, %372 ], !dbg !39
  %531 = phi i32 [ %364, %358 ], [ %528, %514 ], [ %364, %372 ], !dbg !39
  %532 = phi i32 [ %363, %358 ], [ %521, %514 ], [ %363, %372 ], !dbg !39
  %533 = phi i32 [ %362, %358 ], [ %371, %514 ], [ %362, %372 ], !dbg !39
  %534 = phi i32 [ %361, %358 ], [ 1, %514 ], [ %361, %372 ], !dbg !39
  %535 = and i1 %367, %359
  br i1 %535, label %358, label %536, !llvm.loop !295

536:                                              ; preds = %529
  %537 = zext nneg i32 %4 to i64, !dbg !298
  %538 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_err to ptr), i64 0, i64 %537, !dbg !298
  store float %530, ptr %538, align 4, !dbg !299, !tbaa !34
  %539 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_tid to ptr), i64 0, i64 %537, !dbg !300
  store i32 %4, ptr %539, align 4, !dbg !301, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !302
  %540 = icmp ult i32 %4, 64, !dbg !303
  br i1 %540, label %541, label %551, !dbg !304

541:                                              ; preds = %536
  %542 = or disjoint i32 %4, 64, !dbg !305
  %543 = zext nneg i32 %542 to i64, !dbg !306
  %544 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_err to ptr), i64 0, i64 %543, !dbg !306
  %545 = load float, ptr %544, align 4, !dbg !306, !tbaa !34
  %546 = load float, ptr %538, align 4, !dbg !307, !tbaa !34
  %547 = fcmp contract olt float %545, %546, !dbg !308
  br i1 %547, label %548, label %551, !dbg !309

548:                                              ; preds = %541
  %549 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_tid to ptr), i64 0, i64 %543
  store float %545, ptr %538, align 4, !dbg !310, !tbaa !34
  %550 = load i32, ptr %549, align 4, !dbg !311, !tbaa !25
  store i32 %550, ptr %539, align 4, !dbg !312, !tbaa !25
  br label %551, !dbg !313

551:                                              ; preds = %548, %541, %536
  tail call void @llvm.nvvm.barrier0(), !dbg !314
  %552 = icmp ult i32 %4, 32, !dbg !303
  br i1 %552, label %553, label %563, !dbg !304

553:                                              ; preds = %551
  %554 = or disjoint i32 %4, 32, !dbg !305
  %555 = zext nneg i32 %554 to i64, !dbg !306
  %556 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_err to ptr), i64 0, i64 %555, !dbg !306
  %557 = load float, ptr %556, align 4, !dbg !306, !tbaa !34
  %558 = load float, ptr %538, align 4, !dbg !307, !tbaa !34
  %559 = fcmp contract olt float %557, %558, !dbg !308
  br i1 %559, label %560, label %563, !dbg !309

560:                                              ; preds = %553
  %561 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_tid to ptr), i64 0, i64 %555
  store float %557, ptr %538, align 4, !dbg !310, !tbaa !34
  %562 = load i32, ptr %561, align 4, !dbg !311, !tbaa !25
  store i32 %562, ptr %539, align 4, !dbg !312, !tbaa !25
  br label %563, !dbg !313

563:                                              ; preds = %560, %553, %551
  tail call void @llvm.nvvm.barrier0(), !dbg !314
  br i1 %7, label %564, label %574, !dbg !304

564:                                              ; preds = %563
  %565 = or disjoint i32 %4, 16, !dbg !305
  %566 = zext nneg i32 %565 to i64, !dbg !306
  %567 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_err to ptr), i64 0, i64 %566, !dbg !306
  %568 = load float, ptr %567, align 4, !dbg !306, !tbaa !34
  %569 = load float, ptr %538, align 4, !dbg !307, !tbaa !34
  %570 = fcmp contract olt float %568, %569, !dbg !308
  br i1 %570, label %571, label %574, !dbg !309

571:                                              ; preds = %564
  %572 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_tid to ptr), i64 0, i64 %566
  store float %568, ptr %538, align 4, !dbg !310, !tbaa !34
  %573 = load i32, ptr %572, align 4, !dbg !311, !tbaa !25
  store i32 %573, ptr %539, align 4, !dbg !312, !tbaa !25
  br label %574, !dbg !313

574:                                              ; preds = %571, %564, %563
  tail call void @llvm.nvvm.barrier0(), !dbg !314
  %575 = icmp ult i32 %4, 8, !dbg !303
  br i1 %575, label %576, label %586, !dbg !304

576:                                              ; preds = %574
  %577 = or disjoint i32 %4, 8, !dbg !305
  %578 = zext nneg i32 %577 to i64, !dbg !306
  %579 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_err to ptr), i64 0, i64 %578, !dbg !306
  %580 = load float, ptr %579, align 4, !dbg !306, !tbaa !34
  %581 = load float, ptr %538, align 4, !dbg !307, !tbaa !34
  %582 = fcmp contract olt float %580, %581, !dbg !308
  br i1 %582, label %583, label %586, !dbg !309

583:                                              ; preds = %576
  %584 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_tid to ptr), i64 0, i64 %578
  store float %580, ptr %538, align 4, !dbg !310, !tbaa !34
  %585 = load i32, ptr %584, align 4, !dbg !311, !tbaa !25
  store i32 %585, ptr %539, align 4, !dbg !312, !tbaa !25
  br label %586, !dbg !313

586:                                              ; preds = %583, %576, %574
  tail call void @llvm.nvvm.barrier0(), !dbg !314
  %587 = icmp ult i32 %4, 4, !dbg !303
  br i1 %587, label %588, label %598, !dbg !304

588:                                              ; preds = %586
  %589 = or disjoint i32 %4, 4, !dbg !305
  %590 = zext nneg i32 %589 to i64, !dbg !306
  %591 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_err to ptr), i64 0, i64 %590, !dbg !306
  %592 = load float, ptr %591, align 4, !dbg !306, !tbaa !34
  %593 = load float, ptr %538, align 4, !dbg !307, !tbaa !34
  %594 = fcmp contract olt float %592, %593, !dbg !308
  br i1 %594, label %595, label %598, !dbg !309

595:                                              ; preds = %588
  %596 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_tid to ptr), i64 0, i64 %590
  store float %592, ptr %538, align 4, !dbg !310, !tbaa !34
  %597 = load i32, ptr %596, align 4, !dbg !311, !tbaa !25
  store i32 %597, ptr %539, align 4, !dbg !312, !tbaa !25
  br label %598, !dbg !313

598:                                              ; preds = %595, %588, %586
  tail call void @llvm.nvvm.barrier0(), !dbg !314
  %599 = icmp ult i32 %4, 2, !dbg !303
  br i1 %599, label %600, label %610, !dbg !304

600:                                              ; preds = %598
  %601 = or disjoint i32 %4, 2, !dbg !305
  %602 = zext nneg i32 %601 to i64, !dbg !306
  %603 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_err to ptr), i64 0, i64 %602, !dbg !306
  %604 = load float, ptr %603, align 4, !dbg !306, !tbaa !34
  %605 = load float, ptr %538, align 4, !dbg !307, !tbaa !34
  %606 = fcmp contract olt float %604, %605, !dbg !308
  br i1 %606, label %607, label %610, !dbg !309

607:                                              ; preds = %600
  %608 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_tid to ptr), i64 0, i64 %602
  store float %604, ptr %538, align 4, !dbg !310, !tbaa !34
  %609 = load i32, ptr %608, align 4, !dbg !311, !tbaa !25
  store i32 %609, ptr %539, align 4, !dbg !312, !tbaa !25
  br label %610, !dbg !313

610:                                              ; preds = %607, %600, %598
  tail call void @llvm.nvvm.barrier0(), !dbg !314
  %611 = icmp eq i32 %4, 0, !dbg !303
  br i1 %611, label %612, label %618, !dbg !304

612:                                              ; preds = %610
  %613 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_err to ptr), i64 4), align 4, !dbg !306, !tbaa !34
  %614 = load float, ptr %538, align 4, !dbg !307, !tbaa !34
  %615 = fcmp contract olt float %613, %614, !dbg !308
  br i1 %615, label %616, label %618, !dbg !309

616:                                              ; preds = %612
  store float %613, ptr %538, align 4, !dbg !310, !tbaa !34
  %617 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_tid to ptr), i64 4), align 4, !dbg !311, !tbaa !25
  store i32 %617, ptr %539, align 4, !dbg !312, !tbaa !25
  br label %618, !dbg !313

618:                                              ; preds = %616, %612, %610
  tail call void @llvm.nvvm.barrier0(), !dbg !314
  %619 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_tid to ptr), align 4, !dbg !315, !tbaa !25
  %620 = icmp eq i32 %4, %619, !dbg !316
  br i1 %620, label %621, label %682, !dbg !317

621:                                              ; preds = %618
  %622 = icmp eq i32 %534, 0, !dbg !318
  %623 = select i1 %622, i32 120, i32 24, !dbg !318
  br label %627, !dbg !319

624:                                              ; preds = %627
  %625 = icmp ult i32 %531, %532
  %626 = select i1 %622, i1 %625, i1 false, !dbg !320
  br i1 %626, label %657, label %659, !dbg !320

627:                                              ; preds = %627, %621
  %628 = phi i32 [ 0, %621 ], [ %655, %627 ]
  %629 = phi i32 [ 0, %621 ], [ %654, %627 ]
  %630 = shl nuw nsw i32 %628, 1, !dbg !321
  %631 = lshr i32 %533, %630, !dbg !322
  %632 = shl i32 %631, 1, !dbg !323
  %633 = and i32 %632, 6, !dbg !323
  %634 = lshr i32 %623, %633, !dbg !324
  %635 = and i32 %634, 3, !dbg !325
  %636 = zext nneg i32 %628 to i64, !dbg !326
  %637 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE6s_xref to ptr), i64 0, i64 %636, !dbg !326
  %638 = load i32, ptr %637, align 4, !dbg !326, !tbaa !25
  %639 = shl nsw i32 %638, 1, !dbg !327
  %640 = shl i32 %635, %639, !dbg !328
  %641 = or i32 %640, %629, !dbg !329
  %642 = or disjoint i32 %628, 1, !dbg !330
  %643 = shl nuw nsw i32 %642, 1, !dbg !321
  %644 = lshr i32 %533, %643, !dbg !322
  %645 = shl nuw nsw i32 %644, 1, !dbg !323
  %646 = and i32 %645, 6, !dbg !323
  %647 = lshr i32 %623, %646, !dbg !324
  %648 = and i32 %647, 3, !dbg !325
  %649 = zext nneg i32 %642 to i64, !dbg !326
  %650 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE6s_xref to ptr), i64 0, i64 %649, !dbg !326
  %651 = load i32, ptr %650, align 4, !dbg !326, !tbaa !25
  %652 = shl nsw i32 %651, 1, !dbg !327
  %653 = shl i32 %648, %652, !dbg !328
  %654 = or i32 %653, %641, !dbg !329
  %655 = add nuw nsw i32 %628, 2, !dbg !330
  %656 = icmp eq i32 %655, 16, !dbg !331
  br i1 %656, label %624, label %627, !dbg !319, !llvm.loop !332

657:                                              ; preds = %624
  %658 = xor i32 %654, 1431655765, !dbg !334
  br label %670, !dbg !335

659:                                              ; preds = %624
  %660 = icmp eq i32 %531, %532
  %661 = select i1 %622, i1 %660, i1 false, !dbg !336
  %662 = select i1 %661, i32 0, i32 %654, !dbg !336
  br i1 %622, label %670, label %663, !dbg !336

663:                                              ; preds = %659
  %664 = icmp ugt i32 %531, %532, !dbg !337
  br i1 %664, label %665, label %670, !dbg !338

665:                                              ; preds = %663
  %666 = lshr i32 %654, 1
  %667 = and i32 %666, 1431655765
  %668 = xor i32 %654, %667
  %669 = xor i32 %668, 1431655765
  br label %670, !dbg !339

670:                                              ; preds = %659, %665, %663, %657
  %671 = phi i32 [ %669, %665 ], [ %654, %663 ], [ %658, %657 ], [ %662, %659 ], !dbg !39
  %672 = phi i32 [ %532, %665 ], [ %531, %663 ], [ %532, %657 ], [ %531, %659 ], !dbg !39
  %673 = phi i32 [ %531, %665 ], [ %532, %663 ], [ %531, %657 ], [ %532, %659 ], !dbg !39
  %674 = shl i32 %673, 16, !dbg !340
  %675 = or i32 %674, %672, !dbg !341
  %676 = shl nsw i32 %6, 1, !dbg !342
  %677 = sext i32 %676 to i64, !dbg !343
  %678 = getelementptr inbounds i32, ptr %1, i64 %677, !dbg !343
  store i32 %675, ptr %678, align 4, !dbg !344, !tbaa !25
  %679 = or disjoint i32 %676, 1, !dbg !345
  %680 = sext i32 %679 to i64, !dbg !346
  %681 = getelementptr inbounds i32, ptr %1, i64 %680, !dbg !346
  store i32 %671, ptr %681, align 4, !dbg !347, !tbaa !25
  br label %682, !dbg !348

682:                                              ; preds = %670, %618
  ret void, !dbg !349
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/dxtc.cu", directory: ".")
!2 = !{ptr @dxtc, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "dxtc", scope: !1, file: !1, line: 88, type: !10, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 96, column: 17, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 96, column: 36, scope: !9)
!19 = !DILocation(line: 96, column: 47, scope: !9)
!20 = !DILocation(line: 99, column: 9, scope: !9)
!21 = !DILocation(line: 99, column: 7, scope: !9)
!22 = !DILocation(line: 100, column: 28, scope: !9)
!23 = !DILocation(line: 100, column: 33, scope: !9)
!24 = !DILocation(line: 100, column: 18, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 102, column: 33, scope: !9)
!30 = !DILocation(line: 102, column: 16, scope: !9)
!31 = !DILocation(line: 102, column: 40, scope: !9)
!32 = !DILocation(line: 103, column: 7, scope: !9)
!33 = !DILocation(line: 103, column: 20, scope: !9)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !27, i64 0}
!36 = !DILocation(line: 102, column: 20, scope: !9)
!37 = !DILocation(line: 106, column: 3, scope: !9)
!38 = !DILocation(line: 107, column: 7, scope: !9)
!39 = !DILocation(line: 0, scope: !9)
!40 = !DILocation(line: 111, column: 21, scope: !9)
!41 = !DILocation(line: 111, column: 18, scope: !9)
!42 = !DILocation(line: 109, column: 30, scope: !9)
!43 = !DILocation(line: 109, column: 23, scope: !9)
!44 = !DILocation(line: 109, column: 5, scope: !9)
!45 = distinct !{!45, !44, !46, !47}
!46 = !DILocation(line: 111, column: 32, scope: !9)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 113, column: 5, scope: !9)
!49 = !DILocation(line: 114, column: 18, scope: !9)
!50 = !DILocation(line: 114, column: 30, scope: !9)
!51 = !DILocation(line: 115, column: 18, scope: !9)
!52 = !DILocation(line: 115, column: 30, scope: !9)
!53 = !DILocation(line: 116, column: 18, scope: !9)
!54 = !DILocation(line: 116, column: 30, scope: !9)
!55 = !DILocation(line: 117, column: 20, scope: !9)
!56 = !DILocation(line: 117, column: 14, scope: !9)
!57 = !DILocation(line: 118, column: 20, scope: !9)
!58 = !DILocation(line: 118, column: 14, scope: !9)
!59 = !DILocation(line: 119, column: 20, scope: !9)
!60 = !DILocation(line: 119, column: 14, scope: !9)
!61 = !DILocation(line: 120, column: 20, scope: !9)
!62 = !DILocation(line: 120, column: 14, scope: !9)
!63 = !DILocation(line: 121, column: 20, scope: !9)
!64 = !DILocation(line: 121, column: 14, scope: !9)
!65 = !DILocation(line: 122, column: 20, scope: !9)
!66 = !DILocation(line: 122, column: 14, scope: !9)
!67 = !DILocation(line: 113, column: 30, scope: !9)
!68 = !DILocation(line: 113, column: 23, scope: !9)
!69 = distinct !{!69, !48, !70, !47}
!70 = !DILocation(line: 123, column: 5, scope: !9)
!71 = !DILocation(line: 137, column: 22, scope: !9)
!72 = !DILocation(line: 137, column: 35, scope: !9)
!73 = !DILocation(line: 137, column: 27, scope: !9)
!74 = !DILocation(line: 137, column: 48, scope: !9)
!75 = !DILocation(line: 137, column: 40, scope: !9)
!76 = !DILocation(line: 137, column: 5, scope: !9)
!77 = !DILocation(line: 137, column: 14, scope: !9)
!78 = !DILocation(line: 138, column: 3, scope: !9)
!79 = !DILocation(line: 128, column: 24, scope: !9)
!80 = !DILocation(line: 128, column: 38, scope: !9)
!81 = !DILocation(line: 128, column: 29, scope: !9)
!82 = !DILocation(line: 128, column: 52, scope: !9)
!83 = !DILocation(line: 128, column: 43, scope: !9)
!84 = !DILocation(line: 129, column: 24, scope: !9)
!85 = !DILocation(line: 129, column: 38, scope: !9)
!86 = !DILocation(line: 129, column: 29, scope: !9)
!87 = !DILocation(line: 129, column: 52, scope: !9)
!88 = !DILocation(line: 129, column: 43, scope: !9)
!89 = !DILocation(line: 130, column: 24, scope: !9)
!90 = !DILocation(line: 130, column: 38, scope: !9)
!91 = !DILocation(line: 130, column: 29, scope: !9)
!92 = !DILocation(line: 130, column: 52, scope: !9)
!93 = !DILocation(line: 130, column: 43, scope: !9)
!94 = !DILocation(line: 165, column: 40, scope: !95, inlinedAt: !96)
!95 = distinct !DISubprogram(name: "fabsf", scope: !14, file: !14, line: 165, type: !10, scopeLine: 165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!96 = distinct !DILocation(line: 131, column: 23, scope: !9)
!97 = !DILocation(line: 165, column: 40, scope: !95, inlinedAt: !98)
!98 = distinct !DILocation(line: 131, column: 39, scope: !9)
!99 = !DILocation(line: 165, column: 40, scope: !95, inlinedAt: !100)
!100 = distinct !DILocation(line: 131, column: 49, scope: !9)
!101 = !DILocation(line: 172, column: 49, scope: !102, inlinedAt: !103)
!102 = distinct !DISubprogram(name: "fmaxf", scope: !14, file: !14, line: 172, type: !10, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!103 = distinct !DILocation(line: 131, column: 33, scope: !9)
!104 = !DILocation(line: 172, column: 49, scope: !102, inlinedAt: !105)
!105 = distinct !DILocation(line: 131, column: 17, scope: !9)
!106 = !DILocation(line: 132, column: 19, scope: !9)
!107 = !DILocation(line: 132, column: 17, scope: !9)
!108 = !DILocation(line: 133, column: 14, scope: !9)
!109 = !DILocation(line: 134, column: 14, scope: !9)
!110 = !DILocation(line: 135, column: 14, scope: !9)
!111 = !DILocation(line: 127, column: 32, scope: !9)
!112 = !DILocation(line: 127, column: 25, scope: !9)
!113 = !DILocation(line: 127, column: 5, scope: !9)
!114 = distinct !{!114, !113, !115, !47}
!115 = !DILocation(line: 136, column: 5, scope: !9)
!116 = !DILocation(line: 139, column: 3, scope: !9)
!117 = !DILocation(line: 140, column: 7, scope: !9)
!118 = !DILocation(line: 141, column: 15, scope: !9)
!119 = !DILocation(line: 143, column: 5, scope: !9)
!120 = !DILocation(line: 146, column: 7, scope: !9)
!121 = !DILocation(line: 146, column: 26, scope: !9)
!122 = !DILocation(line: 147, column: 5, scope: !9)
!123 = !DILocation(line: 147, column: 18, scope: !9)
!124 = !DILocation(line: 148, column: 3, scope: !9)
!125 = !DILocation(line: 144, column: 15, scope: !9)
!126 = !DILocation(line: 144, column: 24, scope: !9)
!127 = !DILocation(line: 144, column: 28, scope: !9)
!128 = !DILocation(line: 144, column: 12, scope: !9)
!129 = !DILocation(line: 143, column: 30, scope: !9)
!130 = !DILocation(line: 143, column: 23, scope: !9)
!131 = distinct !{!131, !119, !132, !47}
!132 = !DILocation(line: 144, column: 54, scope: !9)
!133 = !DILocation(line: 149, column: 3, scope: !9)
!134 = !DILocation(line: 153, column: 3, scope: !9)
!135 = !DILocation(line: 154, column: 29, scope: !9)
!136 = !DILocation(line: 154, column: 15, scope: !9)
!137 = !DILocation(line: 155, column: 11, scope: !9)
!138 = !DILocation(line: 155, column: 9, scope: !9)
!139 = !DILocation(line: 157, column: 21, scope: !9)
!140 = !DILocation(line: 56, column: 3, scope: !141, inlinedAt: !142)
!141 = distinct !DISubprogram(name: "evalPartition", scope: !1, file: !1, line: 52, type: !10, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!142 = distinct !DILocation(line: 158, column: 19, scope: !9)
!143 = !DILocation(line: 69, column: 24, scope: !141, inlinedAt: !142)
!144 = !DILocation(line: 69, column: 34, scope: !141, inlinedAt: !142)
!145 = !DILocation(line: 69, column: 29, scope: !141, inlinedAt: !142)
!146 = !DILocation(line: 69, column: 18, scope: !141, inlinedAt: !142)
!147 = !DILocation(line: 72, column: 42, scope: !141, inlinedAt: !142)
!148 = !DILocation(line: 72, column: 56, scope: !141, inlinedAt: !142)
!149 = !DILocation(line: 72, column: 47, scope: !141, inlinedAt: !142)
!150 = !DILocation(line: 72, column: 62, scope: !141, inlinedAt: !142)
!151 = !DILocation(line: 118, column: 46, scope: !152, inlinedAt: !153)
!152 = distinct !DISubprogram(name: "__saturatef", scope: !14, file: !14, line: 118, type: !10, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!153 = distinct !DILocation(line: 72, column: 22, scope: !141, inlinedAt: !142)
!154 = !DILocation(line: 72, column: 67, scope: !141, inlinedAt: !142)
!155 = !DILocation(line: 170, column: 40, scope: !156, inlinedAt: !157)
!156 = distinct !DISubprogram(name: "rintf", scope: !14, file: !14, line: 170, type: !10, scopeLine: 170, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!157 = distinct !DILocation(line: 72, column: 16, scope: !141, inlinedAt: !142)
!158 = !DILocation(line: 73, column: 42, scope: !141, inlinedAt: !142)
!159 = !DILocation(line: 73, column: 56, scope: !141, inlinedAt: !142)
!160 = !DILocation(line: 73, column: 47, scope: !141, inlinedAt: !142)
!161 = !DILocation(line: 73, column: 62, scope: !141, inlinedAt: !142)
!162 = !DILocation(line: 118, column: 46, scope: !152, inlinedAt: !163)
!163 = distinct !DILocation(line: 73, column: 22, scope: !141, inlinedAt: !142)
!164 = !DILocation(line: 73, column: 67, scope: !141, inlinedAt: !142)
!165 = !DILocation(line: 170, column: 40, scope: !156, inlinedAt: !166)
!166 = distinct !DILocation(line: 73, column: 16, scope: !141, inlinedAt: !142)
!167 = !DILocation(line: 76, column: 18, scope: !141, inlinedAt: !142)
!168 = !DILocation(line: 76, column: 38, scope: !141, inlinedAt: !142)
!169 = !DILocation(line: 77, column: 16, scope: !141, inlinedAt: !142)
!170 = !DILocation(line: 77, column: 20, scope: !141, inlinedAt: !142)
!171 = !DILocation(line: 77, column: 29, scope: !141, inlinedAt: !142)
!172 = !DILocation(line: 77, column: 33, scope: !141, inlinedAt: !142)
!173 = !DILocation(line: 77, column: 25, scope: !141, inlinedAt: !142)
!174 = !DILocation(line: 78, column: 24, scope: !141, inlinedAt: !142)
!175 = !DILocation(line: 78, column: 28, scope: !141, inlinedAt: !142)
!176 = !DILocation(line: 78, column: 37, scope: !141, inlinedAt: !142)
!177 = !DILocation(line: 78, column: 33, scope: !141, inlinedAt: !142)
!178 = !DILocation(line: 78, column: 50, scope: !141, inlinedAt: !142)
!179 = !DILocation(line: 78, column: 46, scope: !141, inlinedAt: !142)
!180 = !DILocation(line: 78, column: 19, scope: !141, inlinedAt: !142)
!181 = !DILocation(line: 77, column: 38, scope: !141, inlinedAt: !142)
!182 = !DILocation(line: 77, column: 11, scope: !141, inlinedAt: !142)
!183 = !DILocation(line: 159, column: 15, scope: !9)
!184 = !DILocation(line: 159, column: 9, scope: !9)
!185 = !DILocation(line: 0, scope: !141, inlinedAt: !142)
!186 = !DILocation(line: 57, column: 25, scope: !141, inlinedAt: !142)
!187 = !DILocation(line: 57, column: 19, scope: !141, inlinedAt: !142)
!188 = !DILocation(line: 57, column: 31, scope: !141, inlinedAt: !142)
!189 = !DILocation(line: 58, column: 18, scope: !141, inlinedAt: !142)
!190 = !DILocation(line: 58, column: 20, scope: !141, inlinedAt: !142)
!191 = !DILocation(line: 58, column: 39, scope: !141, inlinedAt: !142)
!192 = !DILocation(line: 58, column: 36, scope: !141, inlinedAt: !142)
!193 = !DILocation(line: 58, column: 44, scope: !141, inlinedAt: !142)
!194 = !DILocation(line: 59, column: 17, scope: !141, inlinedAt: !142)
!195 = !DILocation(line: 60, column: 16, scope: !141, inlinedAt: !142)
!196 = !DILocation(line: 61, column: 17, scope: !141, inlinedAt: !142)
!197 = !DILocation(line: 63, column: 25, scope: !141, inlinedAt: !142)
!198 = !DILocation(line: 63, column: 23, scope: !141, inlinedAt: !142)
!199 = !DILocation(line: 63, column: 14, scope: !141, inlinedAt: !142)
!200 = !DILocation(line: 64, column: 22, scope: !141, inlinedAt: !142)
!201 = !DILocation(line: 64, column: 14, scope: !141, inlinedAt: !142)
!202 = !DILocation(line: 59, column: 8, scope: !141, inlinedAt: !142)
!203 = !DILocation(line: 60, column: 8, scope: !141, inlinedAt: !142)
!204 = !DILocation(line: 61, column: 8, scope: !141, inlinedAt: !142)
!205 = !DILocation(line: 56, column: 28, scope: !141, inlinedAt: !142)
!206 = !DILocation(line: 56, column: 21, scope: !141, inlinedAt: !142)
!207 = distinct !{!207, !140, !208, !47}
!208 = !DILocation(line: 66, column: 3, scope: !141, inlinedAt: !142)
!209 = !DILocation(line: 75, column: 20, scope: !141, inlinedAt: !142)
!210 = !DILocation(line: 75, column: 23, scope: !141, inlinedAt: !142)
!211 = !DILocation(line: 75, column: 7, scope: !141, inlinedAt: !142)
!212 = !DILocation(line: 74, column: 20, scope: !141, inlinedAt: !142)
!213 = !DILocation(line: 74, column: 23, scope: !141, inlinedAt: !142)
!214 = !DILocation(line: 74, column: 7, scope: !141, inlinedAt: !142)
!215 = !DILocation(line: 165, column: 5, scope: !9)
!216 = distinct !{!216, !134, !217, !47}
!217 = !DILocation(line: 166, column: 3, scope: !9)
!218 = !DILocation(line: 168, column: 15, scope: !9)
!219 = !DILocation(line: 169, column: 11, scope: !9)
!220 = !DILocation(line: 169, column: 9, scope: !9)
!221 = !DILocation(line: 171, column: 21, scope: !9)
!222 = !DILocation(line: 56, column: 3, scope: !141, inlinedAt: !223)
!223 = distinct !DILocation(line: 172, column: 19, scope: !9)
!224 = !DILocation(line: 69, column: 24, scope: !141, inlinedAt: !223)
!225 = !DILocation(line: 69, column: 34, scope: !141, inlinedAt: !223)
!226 = !DILocation(line: 69, column: 29, scope: !141, inlinedAt: !223)
!227 = !DILocation(line: 69, column: 18, scope: !141, inlinedAt: !223)
!228 = !DILocation(line: 72, column: 42, scope: !141, inlinedAt: !223)
!229 = !DILocation(line: 72, column: 56, scope: !141, inlinedAt: !223)
!230 = !DILocation(line: 72, column: 47, scope: !141, inlinedAt: !223)
!231 = !DILocation(line: 72, column: 62, scope: !141, inlinedAt: !223)
!232 = !DILocation(line: 118, column: 46, scope: !152, inlinedAt: !233)
!233 = distinct !DILocation(line: 72, column: 22, scope: !141, inlinedAt: !223)
!234 = !DILocation(line: 72, column: 67, scope: !141, inlinedAt: !223)
!235 = !DILocation(line: 170, column: 40, scope: !156, inlinedAt: !236)
!236 = distinct !DILocation(line: 72, column: 16, scope: !141, inlinedAt: !223)
!237 = !DILocation(line: 73, column: 42, scope: !141, inlinedAt: !223)
!238 = !DILocation(line: 73, column: 56, scope: !141, inlinedAt: !223)
!239 = !DILocation(line: 73, column: 47, scope: !141, inlinedAt: !223)
!240 = !DILocation(line: 73, column: 62, scope: !141, inlinedAt: !223)
!241 = !DILocation(line: 118, column: 46, scope: !152, inlinedAt: !242)
!242 = distinct !DILocation(line: 73, column: 22, scope: !141, inlinedAt: !223)
!243 = !DILocation(line: 73, column: 67, scope: !141, inlinedAt: !223)
!244 = !DILocation(line: 170, column: 40, scope: !156, inlinedAt: !245)
!245 = distinct !DILocation(line: 73, column: 16, scope: !141, inlinedAt: !223)
!246 = !DILocation(line: 76, column: 18, scope: !141, inlinedAt: !223)
!247 = !DILocation(line: 76, column: 38, scope: !141, inlinedAt: !223)
!248 = !DILocation(line: 77, column: 16, scope: !141, inlinedAt: !223)
!249 = !DILocation(line: 77, column: 20, scope: !141, inlinedAt: !223)
!250 = !DILocation(line: 77, column: 29, scope: !141, inlinedAt: !223)
!251 = !DILocation(line: 77, column: 33, scope: !141, inlinedAt: !223)
!252 = !DILocation(line: 77, column: 25, scope: !141, inlinedAt: !223)
!253 = !DILocation(line: 78, column: 24, scope: !141, inlinedAt: !223)
!254 = !DILocation(line: 78, column: 28, scope: !141, inlinedAt: !223)
!255 = !DILocation(line: 78, column: 37, scope: !141, inlinedAt: !223)
!256 = !DILocation(line: 78, column: 33, scope: !141, inlinedAt: !223)
!257 = !DILocation(line: 78, column: 50, scope: !141, inlinedAt: !223)
!258 = !DILocation(line: 78, column: 46, scope: !141, inlinedAt: !223)
!259 = !DILocation(line: 78, column: 19, scope: !141, inlinedAt: !223)
!260 = !DILocation(line: 77, column: 38, scope: !141, inlinedAt: !223)
!261 = !DILocation(line: 77, column: 11, scope: !141, inlinedAt: !223)
!262 = !DILocation(line: 173, column: 15, scope: !9)
!263 = !DILocation(line: 173, column: 9, scope: !9)
!264 = !DILocation(line: 0, scope: !141, inlinedAt: !223)
!265 = !DILocation(line: 57, column: 25, scope: !141, inlinedAt: !223)
!266 = !DILocation(line: 57, column: 19, scope: !141, inlinedAt: !223)
!267 = !DILocation(line: 57, column: 31, scope: !141, inlinedAt: !223)
!268 = !DILocation(line: 58, column: 18, scope: !141, inlinedAt: !223)
!269 = !DILocation(line: 58, column: 20, scope: !141, inlinedAt: !223)
!270 = !DILocation(line: 58, column: 39, scope: !141, inlinedAt: !223)
!271 = !DILocation(line: 58, column: 36, scope: !141, inlinedAt: !223)
!272 = !DILocation(line: 58, column: 44, scope: !141, inlinedAt: !223)
!273 = !DILocation(line: 59, column: 17, scope: !141, inlinedAt: !223)
!274 = !DILocation(line: 60, column: 16, scope: !141, inlinedAt: !223)
!275 = !DILocation(line: 61, column: 17, scope: !141, inlinedAt: !223)
!276 = !DILocation(line: 63, column: 25, scope: !141, inlinedAt: !223)
!277 = !DILocation(line: 63, column: 23, scope: !141, inlinedAt: !223)
!278 = !DILocation(line: 63, column: 14, scope: !141, inlinedAt: !223)
!279 = !DILocation(line: 64, column: 22, scope: !141, inlinedAt: !223)
!280 = !DILocation(line: 64, column: 14, scope: !141, inlinedAt: !223)
!281 = !DILocation(line: 59, column: 8, scope: !141, inlinedAt: !223)
!282 = !DILocation(line: 60, column: 8, scope: !141, inlinedAt: !223)
!283 = !DILocation(line: 61, column: 8, scope: !141, inlinedAt: !223)
!284 = !DILocation(line: 56, column: 28, scope: !141, inlinedAt: !223)
!285 = !DILocation(line: 56, column: 21, scope: !141, inlinedAt: !223)
!286 = distinct !{!286, !222, !287, !47}
!287 = !DILocation(line: 66, column: 3, scope: !141, inlinedAt: !223)
!288 = !DILocation(line: 75, column: 20, scope: !141, inlinedAt: !223)
!289 = !DILocation(line: 75, column: 23, scope: !141, inlinedAt: !223)
!290 = !DILocation(line: 75, column: 7, scope: !141, inlinedAt: !223)
!291 = !DILocation(line: 74, column: 20, scope: !141, inlinedAt: !223)
!292 = !DILocation(line: 74, column: 23, scope: !141, inlinedAt: !223)
!293 = !DILocation(line: 74, column: 7, scope: !141, inlinedAt: !223)
!294 = !DILocation(line: 179, column: 5, scope: !9)
!295 = distinct !{!295, !296, !297, !47}
!296 = !DILocation(line: 167, column: 3, scope: !9)
!297 = !DILocation(line: 180, column: 3, scope: !9)
!298 = !DILocation(line: 184, column: 3, scope: !9)
!299 = !DILocation(line: 184, column: 12, scope: !9)
!300 = !DILocation(line: 185, column: 3, scope: !9)
!301 = !DILocation(line: 185, column: 12, scope: !9)
!302 = !DILocation(line: 186, column: 3, scope: !9)
!303 = !DILocation(line: 188, column: 11, scope: !9)
!304 = !DILocation(line: 188, column: 18, scope: !9)
!305 = !DILocation(line: 188, column: 29, scope: !9)
!306 = !DILocation(line: 188, column: 21, scope: !9)
!307 = !DILocation(line: 188, column: 39, scope: !9)
!308 = !DILocation(line: 188, column: 37, scope: !9)
!309 = !DILocation(line: 188, column: 9, scope: !9)
!310 = !DILocation(line: 189, column: 16, scope: !9)
!311 = !DILocation(line: 190, column: 18, scope: !9)
!312 = !DILocation(line: 190, column: 16, scope: !9)
!313 = !DILocation(line: 191, column: 5, scope: !9)
!314 = !DILocation(line: 192, column: 5, scope: !9)
!315 = !DILocation(line: 195, column: 12, scope: !9)
!316 = !DILocation(line: 195, column: 9, scope: !9)
!317 = !DILocation(line: 195, column: 7, scope: !9)
!318 = !DILocation(line: 199, column: 20, scope: !9)
!319 = !DILocation(line: 200, column: 5, scope: !9)
!320 = !DILocation(line: 205, column: 22, scope: !9)
!321 = !DILocation(line: 201, column: 36, scope: !9)
!322 = !DILocation(line: 201, column: 30, scope: !9)
!323 = !DILocation(line: 202, column: 26, scope: !9)
!324 = !DILocation(line: 202, column: 20, scope: !9)
!325 = !DILocation(line: 202, column: 32, scope: !9)
!326 = !DILocation(line: 202, column: 45, scope: !9)
!327 = !DILocation(line: 202, column: 43, scope: !9)
!328 = !DILocation(line: 202, column: 37, scope: !9)
!329 = !DILocation(line: 202, column: 11, scope: !9)
!330 = !DILocation(line: 200, column: 30, scope: !9)
!331 = !DILocation(line: 200, column: 23, scope: !9)
!332 = distinct !{!332, !319, !333, !47}
!333 = !DILocation(line: 203, column: 5, scope: !9)
!334 = !DILocation(line: 208, column: 11, scope: !9)
!335 = !DILocation(line: 209, column: 5, scope: !9)
!336 = !DILocation(line: 209, column: 29, scope: !9)
!337 = !DILocation(line: 211, column: 34, scope: !9)
!338 = !DILocation(line: 211, column: 16, scope: !9)
!339 = !DILocation(line: 215, column: 5, scope: !9)
!340 = !DILocation(line: 216, column: 31, scope: !9)
!341 = !DILocation(line: 216, column: 26, scope: !9)
!342 = !DILocation(line: 216, column: 14, scope: !9)
!343 = !DILocation(line: 216, column: 5, scope: !9)
!344 = !DILocation(line: 216, column: 21, scope: !9)
!345 = !DILocation(line: 217, column: 20, scope: !9)
!346 = !DILocation(line: 217, column: 5, scope: !9)
!347 = !DILocation(line: 217, column: 25, scope: !9)
!348 = !DILocation(line: 218, column: 3, scope: !9)
!349 = !DILocation(line: 219, column: 1, scope: !9)
